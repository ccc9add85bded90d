if true; then
  if false; then echo inner-no
  else echo inner-else
  fi
fi
