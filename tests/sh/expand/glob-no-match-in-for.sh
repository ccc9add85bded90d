mkdir g && cd g || exit 1
for f in *.none; do echo "[$f]"; done
