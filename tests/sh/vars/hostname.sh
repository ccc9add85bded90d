# HOSTNAME is the host's name, as uname -n prints it, unless the
# environment set it (bash: only when not set already).
[ "$HOSTNAME" = "$(uname -n)" ] && echo same
HOSTNAME=given "$BASH" -c 'echo "$HOSTNAME"'
env -u HOSTNAME "$BASH" -c '[ "$HOSTNAME" = "$(uname -n)" ] && echo set again'
