// Template arguments, defaults, parents, let-in and late binding through
// several levels.
class Shape<string kind, int sides = 0, int corners = sides> {
  string Kind = kind;
  int Sides = sides;
  int Corners = corners;
  string Label = Kind # "/" # Sides;
}
class Polygon<int n> : Shape<"poly", n> {
  bit IsTriangle = !eq(Sides, 3);
  list<int> Angles = !listsplat(!div(!mul(!sub(Sides, 2), 180), Sides), Sides);
}
class Named<string n> { string Title = n; }
def Tri : Polygon<3>;
def Sq : Polygon<4>, Named<"square"> { let Kind = "quad"; }
def Circle : Shape<"round">;
def Odd : Shape<"odd", 5, 2>;
let Kind = "outer" in {
  def InLet : Polygon<6>;
  let Sides = 8 in
    def Octagon : Polygon<5>;
}
class Holder<Shape s> {
  Shape Held = s;
  string HeldKind = s.Kind;
  int HeldSides = s.Sides;
}
def H1 : Holder<Tri>;
def H2 : Holder<Polygon<7>>;
class Maybe { Shape S = ?; int N = ?; }
def M0 : Maybe;
def M1 : Maybe { let S = Sq; let N = 1; }
