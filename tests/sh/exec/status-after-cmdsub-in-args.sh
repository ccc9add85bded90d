echo $(exit 5) >/dev/null
echo "$?"
