for b in [ alias bg cd command echo false fg getopts hash help jobs kill local printf pwd read test true type ulimit umask unalias wait; do
	command -V "$b"
done
