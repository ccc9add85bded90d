! false && echo neg-ok
echo x | grep -q y || echo grep-failed
