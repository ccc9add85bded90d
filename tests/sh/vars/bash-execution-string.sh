# BASH_EXECUTION_STRING is the -c string in a shell started with -c, and
# unset otherwise (bash)
"$BASH" -c 'printf "<%s>\n" "$BASH_EXECUTION_STRING"'
echo "${BASH_EXECUTION_STRING-unset here}"
