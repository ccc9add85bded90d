for i in a b c; do
  case $i in
    b) break;;
  esac
  echo $i
done
