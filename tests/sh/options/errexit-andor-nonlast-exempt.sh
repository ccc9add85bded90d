set -e
false && echo no
echo "after &&"
false || echo "or-right"
false || true
echo end
