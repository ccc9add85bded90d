for b in . : break continue eval exec exit export readonly return set shift times trap unset; do
	command -V "$b"
done
