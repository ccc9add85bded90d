cat <<-EOF
	tabbed
		two tabs
    spaces kept
	EOF
