import type { ServiceDetailGroup } from "../types";

/** The six simulation service pages under /services/simulations. */
export const simulationDetails: ServiceDetailGroup = {
  eyebrow: "Simulation Development",
  tone: "brand",
  back: { name: "All simulation services", path: "/services/simulations" },
  inquiryType: "simulation",
  inquiryLabel: "Discuss your simulation",
  ctaText:
    "Tell us who needs training, on what and where. A simulation lead will reply within one business day with questions and a suggested first scenario.",
  records: [
    {
      path: "/services/simulations/defence",
      label: "Defence",
      title: "Defence & Tactical Simulation",
      subtitle:
        "Mission rehearsal, drone and equipment-handling trainers for armed forces, paramilitary units and defence integrators.",
      description:
        "We build simulation training that puts soldiers, pilots and operators in realistic scenarios long before they meet them in the field. Our trainers model terrain from geospatial data, weather, sensor behaviour and opposing-force tactics, and every session is recorded for after-action review. Projects run under strict NDAs, with on-premise and air-gapped deployment when security requires it.",
      whyChooseUs: [
        "Terrain built from elevation and satellite data, accurate enough for route planning",
        "Instructor stations that inject events, change the weather and control opposing forces live",
        "After-action review with full replay, heat maps and per-trainee performance metrics",
        "Air-gapped, on-premise deployment, with training data that never leaves your facility",
        "Interoperability with existing simulators over the DIS and HLA standards",
        "Integration with replica weapons, drone ground-control hardware and motion platforms",
      ],
      useCases: [
        {
          title: "UAV operator training",
          description:
            "Flight, payload and mission training for multirotor and fixed-wing drones, including wind, sensor noise and GPS-denied scenarios.",
        },
        {
          title: "Tactical mission rehearsal",
          description:
            "Squad-level rehearsal of patrols, convoy protection and urban operations on terrain built from the actual area of operations.",
        },
        {
          title: "Equipment handling and maintenance",
          description:
            "Step-by-step assembly, maintenance and safe-handling drills on replica hardware or in VR, with every error logged.",
        },
        {
          title: "Command and staff exercises",
          description:
            "Real-time exercises for commanders and staff around a shared operating picture, with injects scripted by the exercise controller.",
        },
      ],
      relatedServices: [
        { name: "Space & Aerospace Simulation", path: "/services/simulations/space" },
        { name: "AI-Powered Cyber Security", path: "/services/ai/cyber-security" },
        { name: "VR & AR Experiences", path: "/services/game-development/vr-ar" },
      ],
    },
    {
      path: "/services/simulations/health-education",
      label: "Medical Education",
      title: "Medical Education Simulation",
      subtitle:
        "Simulation-based learning for medical colleges, nursing schools and public-health programmes, so students practise safely and often.",
      description:
        "We build virtual patients, interactive anatomy and skills trainers that fit the way medical and nursing students are taught and assessed. Faculty write cases without code, students practise on laptops, tablets or headsets, and every attempt produces data mapped to competencies. The same tools train community health workers and power patient-education campaigns in regional languages.",
      whyChooseUs: [
        "Cases designed with practising clinicians and medical educators",
        "Authoring tools that let faculty create and update cases without developers",
        "Assessment mapped to competency-based curricula, with OSCE-style checklists",
        "Runs in the browser and on low-cost hardware, so a whole cohort can use it",
        "Multilingual content for community and public-health programmes",
        "Learning-management-system integration through SCORM and xAPI",
      ],
      useCases: [
        {
          title: "Virtual patient cases",
          description:
            "Branching history-taking and diagnosis scenarios where students order tests, interpret results and receive a structured debrief.",
        },
        {
          title: "Interactive 3D anatomy",
          description:
            "Layered anatomy models that students dissect, rotate and quiz themselves on, before and after cadaver sessions.",
        },
        {
          title: "Nursing skills practice",
          description:
            "Guided trainers for medication administration, IV cannulation and infection control, with feedback on every mistake.",
        },
        {
          title: "Community health outreach",
          description:
            "Short illustrated simulations that train health workers and inform patients about maternal care, vaccination and chronic disease.",
        },
      ],
      relatedServices: [
        { name: "Healthcare & Medical Simulation", path: "/services/simulations/health" },
        { name: "Educational Simulation", path: "/services/simulations/education" },
        { name: "Chatbot & Conversational AI", path: "/services/ai/chatbot-development" },
      ],
    },
    {
      path: "/services/simulations/education",
      label: "Education",
      title: "Educational Simulation",
      subtitle:
        "Virtual labs and learning simulations that turn physics, chemistry, engineering and geography into something students can touch.",
      description:
        "Our educational simulations let students run experiments that would be too costly, too dangerous or too slow in a real classroom, from titrations and circuit design to planetary orbits. Each module is designed with teachers, aligned to the curriculum and built for school computers, tablets and low bandwidth. Teachers get dashboards that show where a class is stuck, not just who finished.",
      whyChooseUs: [
        "Modules aligned to CBSE, ICSE, state-board and international syllabi",
        "Physically accurate experiments that students can break and repeat without consequences",
        "Offline and low-bandwidth modes for schools with patchy connectivity",
        "Teacher dashboards with class-level insight and printable reports",
        "Accessible by design: keyboard play, captions and colour-blind-safe palettes",
        "Game-style progression that keeps students practising rather than clicking through",
      ],
      useCases: [
        {
          title: "Virtual science labs",
          description:
            "Chemistry, physics and biology experiments with realistic equipment behaviour, safety mistakes and auto-generated lab reports.",
        },
        {
          title: "Engineering and vocational training",
          description:
            "Simulated circuits, machines and CNC programming for polytechnics, ITIs and engineering colleges.",
        },
        {
          title: "Research visualisation",
          description:
            "Interactive models of research data and processes for university lectures, open days and public engagement.",
        },
        {
          title: "Museum and science-centre exhibits",
          description:
            "Touchscreen and projection installations that explain scientific ideas through play, built to survive thousands of visitors a day.",
        },
      ],
      relatedServices: [
        { name: "Medical Education Simulation", path: "/services/simulations/health-education" },
        { name: "Space & Aerospace Simulation", path: "/services/simulations/space" },
        { name: "VR & AR Experiences", path: "/services/game-development/vr-ar" },
      ],
    },
    {
      path: "/services/simulations/space",
      label: "Space",
      title: "Space & Aerospace Simulation",
      subtitle:
        "Orbital mechanics, mission planning and flight simulators for space agencies, aerospace companies, universities and science centres.",
      description:
        "We simulate what is hard to test on Earth: spacecraft rendezvous, satellite constellation coverage, launch sequences and rover operations on other worlds. The physics follows published orbital models, and mission data can be imported from the tools your engineers already use. For outreach, the same engine becomes an immersive experience that lets the public fly the mission.",
      whyChooseUs: [
        "SGP4 propagation from two-line elements, and numerical models where higher fidelity is needed",
        "Cockpit and ground-station interfaces designed with your operators",
        "Lunar and Martian terrain from public elevation datasets for rover and landing scenarios",
        "Scales from a desktop trainer to a planetarium dome or a VR headset",
        "Imports standard mission data such as CCSDS orbit ephemeris messages and TLE sets",
        "Game-engine visual fidelity on top of physics your engineers can audit",
      ],
      useCases: [
        {
          title: "Satellite operations training",
          description:
            "Ground-station simulators for pass planning, telemetry anomalies and constellation management.",
        },
        {
          title: "Rendezvous and docking",
          description:
            "Piloted and autonomous docking scenarios for engineering studies and crew familiarisation.",
        },
        {
          title: "Planetary rover missions",
          description:
            "Rovers driven across lunar or Martian terrain with communication delay, power budgets and hazards to avoid.",
        },
        {
          title: "Planetarium and outreach shows",
          description:
            "Immersive mission experiences for science centres, school programmes and launch-day events.",
        },
      ],
      relatedServices: [
        { name: "Defence & Tactical Simulation", path: "/services/simulations/defence" },
        { name: "Educational Simulation", path: "/services/simulations/education" },
        { name: "Unreal Engine Development", path: "/services/game-development/unreal-engine" },
      ],
    },
    {
      path: "/services/simulations/health",
      label: "Healthcare",
      title: "Healthcare & Medical Simulation",
      subtitle:
        "Surgical rehearsal, emergency-response and medical-device training simulations for hospitals, clinical teams and medtech companies.",
      description:
        "We build simulations that help clinical teams rehearse high-stakes moments: a difficult laparoscopic procedure, a cardiac arrest in the emergency department, the first use of a new infusion pump. The virtual patient's physiology responds to every decision and delay, and each session is scored against the protocol. Deployments range from VR headsets in a skills lab to laptops on the ward.",
      whyChooseUs: [
        "Scenarios validated with practising surgeons, anaesthetists and emergency physicians",
        "Physiological patient models that react to drugs, interventions and delays",
        "Team modes for multidisciplinary crisis resource management",
        "Objective scoring and debriefing tools for clinical faculty",
        "Hosting that fits hospital IT and privacy requirements, on-premise when needed",
        "Integration with haptic devices and manikins where touch matters",
      ],
      useCases: [
        {
          title: "Surgical rehearsal",
          description:
            "Step-by-step rehearsal of laparoscopic and orthopaedic procedures, with instrument handling and error tracking.",
        },
        {
          title: "Emergency and critical care",
          description:
            "Code-blue, trauma and sepsis scenarios in which the virtual patient deteriorates in real time unless the team acts.",
        },
        {
          title: "Medical-device training",
          description:
            "Interactive product training that medtech companies send to hospitals ahead of a device launch.",
        },
        {
          title: "Mass-casualty triage",
          description:
            "Hospital and disaster-response exercises that train triage, communication and coordination under pressure.",
        },
      ],
      relatedServices: [
        { name: "Medical Education Simulation", path: "/services/simulations/health-education" },
        { name: "VR & AR Experiences", path: "/services/game-development/vr-ar" },
        { name: "Predictive Analytics & Forecasting", path: "/services/ai/predictive-analytics" },
      ],
    },
    {
      path: "/services/simulations/industrial",
      label: "Industrial",
      title: "Industrial Simulation & Automation",
      subtitle:
        "Digital twins, operator training and simulation-tested automation that make plants safer and lines faster.",
      description:
        "We model production lines, warehouses and process plants as digital twins, then use them to train operators, test automation logic and find bottlenecks before anything changes on the floor. Twins connect to PLC, SCADA and historian data, so the model reflects the plant as it runs today. On a recent packaging-line programme, changes proven in simulation first delivered a 35% efficiency boost.",
      whyChooseUs: [
        "A 35% efficiency boost on a client's packaging line, with every change proven in simulation first",
        "Digital twins fed by live PLC, SCADA and historian data over OPC UA and MQTT",
        "Virtual commissioning that tests PLC logic and robot programs before hardware arrives",
        "Operator training for dangerous or rare situations without stopping production",
        "Throughput, bottleneck and what-if analysis reported in the units your plant manager uses",
        "Models kept current as the plant changes, with ongoing support after go-live",
      ],
      useCases: [
        {
          title: "Production-line digital twin",
          description:
            "A live 3D twin of a line that shows machine states, predicts bottlenecks and tests layout changes before they are made.",
        },
        {
          title: "Virtual commissioning",
          description:
            "Robot cells and conveyors tested against the real control code in simulation, shortening commissioning on site.",
        },
        {
          title: "Operator and safety training",
          description:
            "VR and desktop training for lockout/tagout, crane operation and emergency shutdown, without risk to people or equipment.",
        },
        {
          title: "Warehouse and logistics planning",
          description:
            "Simulation of picking, AGV fleets and dock scheduling to plan capacity ahead of peak season.",
        },
      ],
      relatedServices: [
        { name: "AI Workflow Automation", path: "/services/ai/automation" },
        { name: "AI for IoT & Edge Intelligence", path: "/services/ai/iot" },
        { name: "Predictive Analytics & Forecasting", path: "/services/ai/predictive-analytics" },
      ],
    },
  ],
};
