// A multiclass that instantiates itself sees itself as defined so far
// (the statements before the `defm`), as in TableGen: no endless recursion.
multiclass M<int n> {
  def _x { int v = n; }
  if !lt(n, 2) then {
    defm _a : M<!add(n, 1)>;
  }
  def _y { int w = n; }
  defm _b : M<!add(n, 10)>;
}
defm A : M<0>;
multiclass Loop<int n> { defm _l : Loop<n>; def _z; }
defm B : Loop<1>;
