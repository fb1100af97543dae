// Benchmarks arrive with Step 9 (autocannon scenarios against the real server).
console.log('no benchmarks yet');
