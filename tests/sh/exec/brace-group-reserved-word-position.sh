{ echo a ; } ; { echo b
}
echo "}"
