( trap 'echo sub exit' EXIT; echo in sub )
echo parent
