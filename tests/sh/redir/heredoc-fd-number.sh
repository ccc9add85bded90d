{ cat <&4; } 4<<EOF
via fd 4
EOF
