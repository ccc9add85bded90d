(exit 4)
echo "$?"
(true; false)
echo "$?"
