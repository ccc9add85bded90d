cat > |
