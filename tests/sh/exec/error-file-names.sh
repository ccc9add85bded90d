# An error message names the file of the code that runs, after the
# shell's name: the script as it was named on the command line, a sourced
# file, the file a function was defined in.  Code with no file (-c,
# standard input) has no name there.  bash prints the same without the
# shell's name ("./d/s.sh: line 2: ...", "bash: line 1: ...").
mkdir d
printf 'nosuch1\nf() { nosuch2; }\n' >d/lib.sh
printf '. ./d/lib.sh\nnosuch3\nf\necho $((1/0))\neval "nosuch4"\n' >d/s.sh
"$BASH" ./d/s.sh
echo "status $?"
"$BASH" d/s.sh 2>&1 | sed -n 2p
"$BASH" -c 'nosuch5'
echo "status $?"
"$BASH" <d/s.sh
echo "status $?"
