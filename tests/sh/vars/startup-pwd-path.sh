# At start-up PWD is set and exported, and PATH, when the environment has
# none, is set (not exported) to bash's compiled-in default (issue 27:
# dash and bash both do; in posix mode Quirl takes dash's value)
cd /
env -i "$BASH" -c 'env | grep "^PWD="; echo "PATH=$PATH"; env | grep -c "^PATH="'
env -i "$BASH" --posix -c 'echo "$PATH" | grep -c sbin'
