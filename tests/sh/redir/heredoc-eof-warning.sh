# A here-document that the end of the input ends: bash runs it with a
# warning naming the line before its body and the delimiter it wanted,
# reported at the last line; a last line without its newline still ends
# with one.
"$BASH" -c $'cat <<A; cat <<-B\nx\nA\n\ty'
echo "status $?"
echo start
cat <<EOF
one
two