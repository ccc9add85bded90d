# exit in the last element of a pipeline leaves the shell under lastpipe
shopt -s lastpipe
echo x | exit 3
echo notreached
