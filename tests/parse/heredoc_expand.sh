cat <<EOF
$HOME ${x:-y} $(date) `pwd` $((1+2))
\$ \` \\ \x "q" 'q'
EOF
