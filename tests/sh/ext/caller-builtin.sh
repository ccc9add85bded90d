# caller with and without a frame number (bash 5.2): "LINE FILE", and
# "LINE FUNC FILE" for frame N; status 1 past the outermost frame.
# (the usage line after "invalid number" has quirl's usual "quirl: line N:"
# prefix; bash prints it bare)
caller
echo "top: $?"
inner() {
	caller
	caller 0
	caller 1
	caller 2
	echo "caller 2: $?"
	caller 3
	echo "caller 3: $?"
}
outer() {
	inner
}
outer
caller x
echo "bad: $?"
