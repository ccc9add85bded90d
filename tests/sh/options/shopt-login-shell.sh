# login_shell is read-only: shopt -s/-u change nothing, silently, status 0
shopt login_shell
shopt -s login_shell; echo "s $?"
shopt login_shell
shopt -u restricted_shell; echo "u $?"
shopt -p login_shell restricted_shell
