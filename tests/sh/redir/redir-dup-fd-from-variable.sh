fd=3
exec 3>f
echo via-var >&$fd
exec 3>&-
cat f
