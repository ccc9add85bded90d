# Running a directory says "Is a directory" (status 126), as bash does;
# with shopt -s execfail a failed exec leaves a non-interactive shell
# running (status 127 for a missing command, 126 for a directory)
mkdir d
./d; echo "status $?"
shopt -s execfail
exec nosuchcommand; echo "exec status $?"
exec /nonexistent/cmd; echo "exec status $?"
shopt -u execfail
exec nosuchcommand
echo notreached
