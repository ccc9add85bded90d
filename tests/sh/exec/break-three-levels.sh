for a in 1 2; do for b in 1 2; do for c in 1 2; do
  echo "$a$b$c"; break 3
done; done; done
echo end
