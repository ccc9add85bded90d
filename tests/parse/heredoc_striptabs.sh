cat <<-EOF
	indented $x
		more
	EOF
