if true; then
  echo
