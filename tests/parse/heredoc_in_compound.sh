if true; then
  cat <<E
  body
E
fi
