# With shopt -s execfail a failed exec leaves a non-interactive shell
# running (status 127 for a missing command); without it the shell exits
# with that status.  (Running a directory: exec/simple-directory-message.)
shopt -s execfail
exec nosuchcommand; echo "exec status $?"
exec /nonexistent/cmd; echo "exec status $?"
shopt -u execfail
exec nosuchcommand
echo notreached
