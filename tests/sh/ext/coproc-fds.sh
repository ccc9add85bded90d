# the coprocess's ends: not inherited by programs, subshells, background
# jobs or pipelines; a command substitution and functions still see them
coproc A { cat; }
fa=${A[0]} fb=${A[1]}
for f in $fa $fb; do
	sh -c "[ -e /dev/fd/$f ] && echo ext sees || echo ext lacks"
done
( [ -e /dev/fd/$fa ] && echo sub sees || echo sub lacks )
{ [ -e /dev/fd/$fb ] && echo bg sees || echo bg lacks; } &
wait $!
{ [ -e /dev/fd/$fb ] && echo pipe sees || echo pipe lacks; } | cat
f() { [ -e /dev/fd/$fb ] && echo fn sees || echo fn lacks; }
f
x=$([ -e /dev/fd/$fb ] && echo cmdsub sees || echo cmdsub lacks)
echo "$x"
exec {A[1]}>&-
wait $A_PID
echo "A=$? ${A_PID-gone}"
