echo home > ~/h.txt
cat "$HOME/h.txt"
