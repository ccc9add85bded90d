cat <<-'EOF'
	literal $x
	EOF
