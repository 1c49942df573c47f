import { describe, expect, it } from "vitest";
import { site } from "~/content/site.server";
import { videoGameJsonLd, type VideoGameInput } from "./structured-data";

describe("videoGameJsonLd", () => {
  const input: VideoGameInput = {
    name: "HyperFlight Arena",
    description: "Arcade dogfights in floating sky arenas.",
    genre: "Multiplayer Aerial Combat",
    platforms: ["PC", "Mobile"],
    releaseMonth: "2025-10",
    released: true,
    image: "https://www.example.test/art/hyperflight-arena-1600.webp",
    url: "https://www.example.test/Hyper",
    origin: "https://www.example.test/",
  };

  it("describes a schema.org VideoGame with its required properties", () => {
    const data = videoGameJsonLd(input);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VideoGame",
      name: "HyperFlight Arena",
      description: "Arcade dogfights in floating sky arenas.",
      genre: "Multiplayer Aerial Combat",
      gamePlatform: ["PC", "Mobile"],
      datePublished: "2025-10",
      image: "https://www.example.test/art/hyperflight-arena-1600.webp",
      url: "https://www.example.test/Hyper",
    });
  });

  it("names the studio as author and publisher", () => {
    const data = videoGameJsonLd(input);
    const studio = { "@type": "Organization", name: site().name, url: "https://www.example.test/" };
    expect(data.author).toEqual(studio);
    expect(data.publisher).toEqual(studio);
  });

  it("publishes a date only for released games", () => {
    const announced = videoGameJsonLd({ ...input, released: false });
    expect(announced).not.toHaveProperty("datePublished");
    expect(announced.name).toBe("HyperFlight Arena");
  });

  it("serialises to JSON with absolute URLs only", () => {
    const data = JSON.parse(JSON.stringify(videoGameJsonLd(input))) as Record<string, unknown>;
    for (const key of ["image", "url"]) expect(String(data[key])).toMatch(/^https:\/\//);
    expect(Array.isArray(data.gamePlatform)).toBe(true);
  });
});
