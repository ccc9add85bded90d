set -a
read r <<EOF
fromread
EOF
for lv in loopval; do :; done
env | grep -E '^(r|lv)=' | sort
