# set -t / set -o onecmd: after the line that is being run, a shell
# reading a file or standard input exits; a -c string runs whole (bash)
printf 'set -t\necho one; echo two\n' > onecmd1
printf 'echo a\nset -t; echo b\necho c\n' > onecmd2
printf 'trap "echo exit trap" EXIT\nset -o onecmd\necho never\n' > onecmd3
for f in onecmd1 onecmd2 onecmd3; do "$BASH" $f; echo "$f: $?"; done
printf 'echo 1\necho 2\n' | "$BASH" -t; echo "stdin: $?"
"$BASH" -c 'set -t; echo "$-"; echo rest'
set -o | grep onecmd
rm -f onecmd1 onecmd2 onecmd3
