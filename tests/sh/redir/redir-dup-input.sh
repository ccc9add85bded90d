printf 'data\n' > f
exec 4< f
cat <&4
exec 4<&-
