set -e
if false; then echo no; fi
echo "after if"
if false; then :; elif false; then :; else echo else; fi
echo end
