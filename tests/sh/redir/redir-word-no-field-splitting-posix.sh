set -o posix; f="my file"
echo spaced > $f
cat "my file"
# posix mode; bash mode calls $f an ambiguous redirect (ambiguous-redirect.sh)
