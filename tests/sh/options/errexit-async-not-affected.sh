set -e
false &
wait $! || echo "wait status $?"
echo end
