x=1
cat <<-'EOF'
	$x
	EOF
