set -e
{ false; true; } && echo "brace ok"
echo end
