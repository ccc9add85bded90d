# Compiled string statements (issue 26): x=${s:i:1}, [[ == ]], x+=, a[i]=$v,
# a+=(v) and friends, at their edges, in hot loops (QUIRL_JIT=always
# compiles them at first entry; both tiers must print the same).
export LANG=C.UTF-8 LC_ALL=C.UTF-8

# multibyte characters: offsets count characters
s='héllo wörld'
out=
for ((i = 0; i < ${#s}; i++)); do c=${s:i:1}; out+="[$c]"; done
echo "$out"
# negative offsets and lengths, past the end, empty
s=abcdef
for i in 0 1 2 3 4 5 6 7 8; do
	# (a length before the offset, ${s:6:-1}, is an error whose
	# message and consequence differ from bash's: not tested here)
	a=${s: -i:2} b=${s:i%6:-1} c="${s:i}" d=${s:i+4:i-1}
	echo "$i <$a> <$b> <$c> <$d>"
done
# unset source, target the source itself
unset u
for i in 1 2 3; do x=${u:i:1}; echo "<$x>"; done
t=abcdefgh
for i in 1 2 3; do t=${t:1:i+2}; echo "$t"; done
# an array as source: element 0
arr=(zyxw vuts)
for i in 0 1 2; do x=${arr:i:2}; echo "$x"; done
# integer, readonly, nameref, upper-case targets
declare -i n
declare -u up
declare -n ref=target
for i in 1 2; do n=${s:i:1}; up=${s:i:2}; ref=${s:i:3}; echo "$n $up $ref $target"; done 2>&1
# offset variable holding text: arithmetic on its value
k=1+1
for i in 1 2; do x=${s:k:i}; echo "$x"; done
# offsets and subscripts in variables holding text: a canonical integer,
# an octal one, an expression, a name
s=abcdefghijk
for o in 3 010 1+1 k 0x4; do x=${s:o:2}; z[o]=$x; echo "$o $x"; done
declare -p z
# [[ == ]], [[ != ]], patterns, < >
for w in apple Apple banana ''; do
	[[ $w == "$w" ]] && echo "same $w"
	[[ $w == a* ]] && echo "a* $w"
	[[ $w != "*" ]] && echo "not star $w"
	[[ $w < b ]] && echo "< b $w"
	[[ -z $w ]] && echo empty
done
shopt -s nocasematch
for w in apple Apple; do [[ $w == APPLE ]] && echo "nocase $w"; done
shopt -u nocasematch
# string append and array element assignments with computed subscripts
acc=
declare -a h=([0]=x [5]=y)
declare -A as
for i in 1 2 3; do
	acc+=$i
	h[i*2]=v$i
	as[k$i]=$acc
	stack+=("$acc" "$i")
	col[i]=1 diag[i+1]=2
done
echo "$acc"
declare -p h as stack col diag
# appends: to itself, growing, exported (children see it), local, in a
# subshell (not seen after it), to an unset and to a declared variable
x=ab
for i in 1 2 3 4 5 6; do x+=$x; done
echo "${#x} ${x:0:6}"
export ex=e
for i in 1 2 3; do ex+=$i; done
sh -c 'echo "child $ex"'
f() { local lo=L; for i in 1 2; do lo+=$i; done; echo "$lo"; }
lo=G; f; echo "$lo"
sub=S
for i in 1 2; do y=$(sub+=x$i; echo "$sub"); echo "$y $sub"; done
unset un; declare dec
for i in 1 2; do un+=$i; dec+=$i; done
echo "$un $dec"
declare -p un dec
# appending to an integer variable adds
declare -i sum=5
for i in 1 2 3; do sum+=i; done
echo "$sum"
# IFS changes do not split assignment values
IFS=:
for i in 1 2; do v="a:b:$i"; w=${v#*:}; echo "$w"; done
unset IFS
# readonly target: the error, and the loop goes on
readonly ro=1
for i in 1 2; do ro=${s:i:1}; echo "after $i"; done 2>&1
# an assignment error in an array subscript
for i in 1; do h[i-5]=bad; echo "status $?"; done 2>&1
echo end
