echo {1..5}
echo {5..1}
echo {a..e}
echo {0..10..3}
