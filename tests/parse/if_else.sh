if a
then
  b
else
  c
fi
