# PROMPT_DIRTRIM=N: \w keeps N trailing components, "..." for the rest
# when that is shorter; \W is not affected.
HOME=/nowhere
mkdir -p a/b/c/d && cd a/b/c/d || exit
p='\w|\W'
for n in 1 2 3 0 x -1; do
	PROMPT_DIRTRIM=$n
	x=${p@P}
	case $x in
	/*) echo "$n full|${x#*|}" ;;
	*) echo "$n $x" ;;
	esac
done
HOME=${PWD%/a/b/c/d}
for n in 1 2 3 4 5; do PROMPT_DIRTRIM=$n; echo "$n ${p@P}"; done
cd "$HOME"; echo "${p@P}"
cd /; PROMPT_DIRTRIM=1; echo "${p@P}"
