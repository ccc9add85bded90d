trap 'echo in trap; exit 3' EXIT
echo main
